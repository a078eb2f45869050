import { MapPin } from "lucide-react";
import { getEnv } from "@/lib/env";
import { formatPlace } from "./institution-place";

type InstitutionLocationProps = {
  institution: { name: string; city: string | null; region: string | null; country: string };
};

/** The Maps Embed address of a place search, or undefined without a maps key (spec §5: empty default). */
export function mapEmbedUrl(key: string, query: string): string | undefined {
  if (!key.trim()) return undefined;
  const params = new URLSearchParams({ key: key.trim(), q: query });
  return `https://www.google.com/maps/embed/v1/place?${params.toString()}`;
}

/** Where the institution is: an embedded map when a maps key is configured, the address otherwise. */
export function InstitutionLocation({ institution }: InstitutionLocationProps) {
  const place = formatPlace(institution);
  const mapUrl = place ? mapEmbedUrl(getEnv().VITE_MAPS_KEY, `${institution.name}, ${place}`) : undefined;

  return (
    <section
      aria-labelledby="institution-location-title"
      className="overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
    >
      <div className="p-5">
        <h2
          id="institution-location-title"
          className="font-sans text-xs font-semibold tracking-wider text-slate-500 uppercase"
        >
          Location
        </h2>
        <address className="mt-3 flex items-start gap-2 not-italic text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span>
            <span className="block font-medium text-slate-900">{institution.name}</span>
            {place || "Location not given yet"}
          </span>
        </address>
      </div>
      {mapUrl ? (
        <iframe
          title={`Map of ${institution.name}`}
          src={mapUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block aspect-[4/3] w-full border-0 border-t border-slate-200"
        />
      ) : null}
    </section>
  );
}
