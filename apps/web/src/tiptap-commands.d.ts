/**
 * The editor's chained commands (toggleBold, setLink, insertTable…) are typed by augmentations in
 * the extension packages. @keen/rich-text loads the extensions, but its declaration output (what
 * this project sees through its project reference) does not carry them, so name them here.
 */
/// <reference types="@tiptap/starter-kit" />
/// <reference types="@tiptap/extension-image" />
/// <reference types="@tiptap/extension-table" />
