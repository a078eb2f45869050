export * from "./account-deletion";
export * from "./degrees";
export * from "./notification-preferences";
export * from "./profile";
export * from "./profile-lists";
export * from "./profile-values";
export * from "./publications";
export * from "./related";
