import { Fragment } from "react";

/** A queue's name (`notifications.weekly-digest`) that wraps after its dots on a narrow screen, never inside a word. */
export function JobName({ name }: { name: string }) {
  const parts = name.split(".");
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name
        <Fragment key={index}>
          {index > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
