import { useState } from 'react';
import type { Feedback } from '../ui/alert.tsx';

interface InlineEditorOptions<Input> {
  create: { mutateAsync: (input: Input) => Promise<unknown> };
  update: { mutateAsync: (variables: { id: string; input: Input }) => Promise<unknown> };
  /** The list's deletes (`useConfirmedDelete`): their feedback is cleared with the form's. */
  removal: { clearFeedback: () => void; remove: (id: string) => void };
  /** What the page says after adding, and after changing. */
  created: string;
  saved: string;
}

/**
 * An admin list edited in place (shipping methods, coupon codes): one form that adds a row or,
 * after 'Bewerken', changes one, and a fresh empty form after every save (give the form `formKey`
 * as its key). The save's feedback and the list's delete feedback are cleared together; deleting
 * the row being edited closes the form.
 */
export function useInlineEditor<Row extends { _id: string }, Input>({
  create,
  update,
  removal,
  created,
  saved,
}: InlineEditorOptions<Input>) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [formKey, setFormKey] = useState(0);

  const clearFeedback = () => {
    setFeedback(null);
    removal.clearFeedback();
  };
  const stopEditing = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  return {
    editing,
    feedback,
    formKey,
    clearFeedback,
    stopEditing,
    startEditing(row: Row) {
      clearFeedback();
      setEditing(row);
      setFormKey((key) => key + 1);
    },
    async submit(input: Input) {
      clearFeedback();
      if (editing) await update.mutateAsync({ id: editing._id, input });
      else await create.mutateAsync(input);
      setFeedback({ tone: 'success', text: editing ? saved : created });
      stopEditing();
    },
    remove(row: Row) {
      setFeedback(null);
      if (editing?._id === row._id) stopEditing();
      removal.remove(row._id);
    },
  };
}
