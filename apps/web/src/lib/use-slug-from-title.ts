import { slugify } from '@shop/shared/slug';
import { useRef } from 'react';

/**
 * Spec 4: a slug derives from the title until it is edited by hand, then stays manual. With
 * `follows` false (an existing item) it never follows. Wire the two handlers to the fields.
 */
export function useSlugFromTitle(follows: boolean, setSlug: (slug: string) => void) {
  const manual = useRef(!follows);
  return {
    onTitleChange(event: { target: { value: string } }) {
      if (!manual.current) setSlug(slugify(event.target.value));
    },
    onSlugChange() {
      manual.current = true;
    },
  };
}
