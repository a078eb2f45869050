import { useEffect, useState } from "react";
import { type EditorSectionId, editorSections, sectionDomId } from "../lib/sections";

/** Where a section counts as "being read": just under the sticky site header and editor bar. */
const READING_LINE = 200;

/** The section being read (the last one whose top has passed the reading line), for the section nav. */
export function useActiveSection(): EditorSectionId {
  const [active, setActive] = useState<EditorSectionId>(editorSections[0].id);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: EditorSectionId = editorSections[0].id;
      for (const section of editorSections) {
        const top = document.getElementById(sectionDomId(section.id))?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE) current = section.id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      setActive(atBottom && window.scrollY > 0 ? editorSections[editorSections.length - 1]!.id : current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  return active;
}
