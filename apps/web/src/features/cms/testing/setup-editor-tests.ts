import { installLayoutStubs } from "@/test/layout-stubs";
import { installTestEnv } from "@/test/test-env";

/**
 * Prepares jsdom for the CMS editor: the test environment, and the layout rectangles ProseMirror
 * asks for when it scrolls the selection into view (jsdom has no layout).
 */
export function setupCmsEditorTests(): void {
  installTestEnv();
  installLayoutStubs();
}
