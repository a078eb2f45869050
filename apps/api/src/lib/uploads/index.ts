export * from "./image-renditions";
export * from "./receive-image-upload";
export * from "./record-blob";
