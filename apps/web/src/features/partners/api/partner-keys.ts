/** Cache keys of the partners page, under `['partners']`. */
export const partnerKeys = {
  all: ["partners"] as const,
  page: () => [...partnerKeys.all, "page"] as const,
};
