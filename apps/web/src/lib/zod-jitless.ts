import { z } from "zod";

// zod compiles fast object parsers with `new Function` when it may, and finds out by trying one:
// under the page's Content-Security-Policy (no 'unsafe-eval', decision 0038) that try is refused
// and reported as a violation on every form. Imported first by main.tsx, before any schema exists,
// because each object schema decides when it is made.
z.config({ jitless: true });
