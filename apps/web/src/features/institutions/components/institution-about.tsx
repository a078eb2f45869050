/** Splits plain text into paragraphs at blank lines. */
export function toParagraphs(text: string | null): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The institution's description (plain text, blank lines between paragraphs). */
export function InstitutionAbout({ name, description }: { name: string; description: string | null }) {
  const paragraphs = toParagraphs(description);
  return (
    <section aria-labelledby="institution-about-title">
      <h2 id="institution-about-title" className="text-2xl font-semibold">
        About
      </h2>
      {paragraphs.length ? (
        paragraphs.map((paragraph) => (
          <p
            key={paragraph.slice(0, 60)}
            className="mt-4 text-lg leading-8 whitespace-pre-line text-slate-700"
          >
            {paragraph}
          </p>
        ))
      ) : (
        <p className="mt-4 text-slate-600">{name} has not added a description yet.</p>
      )}
    </section>
  );
}
