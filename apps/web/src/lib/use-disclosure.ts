import { useId, useState } from 'react';

/**
 * A button that shows and hides a part of the page: spread `button` on the <button> and give
 * the part `id={panelId}`; screen readers hear whether it is open.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    panelId,
    button: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    } as const,
  };
}
