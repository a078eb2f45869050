import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

type FaqListProps = { questions: { question: string; answer: string }[] };

/** Questions that expand to their answers (keyboard: Tab between questions, Enter/Space to toggle). */
export function FaqList({ questions }: FaqListProps) {
  return (
    <Accordion.Root
      type="multiple"
      className="mb-8 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white"
    >
      {questions.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-7 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
