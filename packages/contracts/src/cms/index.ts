export * from "./cms-pages";
export * from "./cms-slug";
