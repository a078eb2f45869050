/** The look of a rich-text toolbar button (also drawn, inert, before the editor has loaded). */
export const toolbarButtonClass =
  "inline-grid size-9 shrink-0 place-items-center rounded-md text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 [&_svg]:size-4";
