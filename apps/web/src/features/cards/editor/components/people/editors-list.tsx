import type { CardEditor } from "@keen/contracts";
import { useState } from "react";
import { useAddCardEditor } from "@/features/cards/api/add-card-editor";
import { useCardEditors } from "@/features/cards/api/card-editors";
import { useRemoveCardEditor } from "@/features/cards/api/remove-card-editor";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useEditorContext } from "../../editor-context";
import { MemberPicker } from "./member-picker";
import { PersonRow, RemovePersonButton } from "./person-row";

/** Members who may edit the draft without being credited: add with the member picker, remove. */
export function EditorsList({ currentUserId }: { currentUserId: string | undefined }) {
  const { card } = useEditorContext();
  const editors = useCardEditors(card.id).data ?? card.editors;
  const add = useAddCardEditor(card.id);
  const remove = useRemoveCardEditor(card.id);
  const [problem, setProblem] = useState<string>();
  const canManage = card.abilities.manageAuthors;
  const taken = new Set([
    ...editors.map((e) => e.userId),
    ...card.authors.flatMap((a) => (a.userId ? [a.userId] : [])),
  ]);

  async function run(action: () => Promise<unknown>, title: string, message: string) {
    setProblem(undefined);
    try {
      await action();
      notify({ type: "success", title, message });
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    }
  }

  const handleRemove = (editor: CardEditor) =>
    run(
      () => remove.mutateAsync(editor.userId),
      "Editor removed",
      `${editor.name} can no longer edit this card.`,
    );

  return (
    <div className="flex flex-col gap-3">
      {editors.length ? (
        <ul className="flex flex-col gap-1.5" aria-label="Editors">
          {editors.map((editor) => (
            <li key={editor.userId}>
              <PersonRow
                name={editor.name}
                details={[editor.title, editor.institution].filter(Boolean).join(" · ") || null}
                isYou={editor.userId === currentUserId}
                handle={<span className="w-1" />}
                actions={
                  canManage ? (
                    <RemovePersonButton
                      label={`Remove ${editor.name} as an editor`}
                      onRemove={() => void handleRemove(editor)}
                    />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">
          No editors yet. Editors can change the draft but aren't credited.
        </p>
      )}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {canManage ? (
        <MemberPicker
          label="Add an editor: search members by name"
          excludeIds={taken}
          onPick={(m) =>
            void run(
              () => add.mutateAsync(m.userId),
              "Editor added",
              `${m.firstName} ${m.lastName} can now edit this card.`,
            )
          }
        />
      ) : null}
    </div>
  );
}
