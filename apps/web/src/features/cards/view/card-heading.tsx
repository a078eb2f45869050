/**
 * A card's title and summary as its page shows them; also drawn by the server's early card page
 * (src/prerender/card-preview-page.tsx), which must match it in size.
 */
export function CardHeading({ title, summary }: { title: string; summary: string | null | undefined }) {
  return (
    <>
      <h1 className="mt-3 text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
      {summary ? <p className="mt-3 text-lg leading-8 text-pretty text-slate-600">{summary}</p> : null}
    </>
  );
}
