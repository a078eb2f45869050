export * from "./cms-images";
export * from "./cms-pages";
export * from "./cms-slug";
export * from "./content-pages";
