import { useState } from 'react';

/**
 * The failure of a form's last save, as the text to show. `attempt` clears it, runs the save and,
 * when that throws, shows what `describe` makes of the error (null when the form showed it
 * elsewhere, e.g. on a field).
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (save: () => Promise<unknown>, describe: (error: unknown) => string | null) => {
    setFailure(null);
    try {
      await save();
    } catch (error) {
      setFailure(describe(error));
    }
  };
  return { failure, attempt };
}
