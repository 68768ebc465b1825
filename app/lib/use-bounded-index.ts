import { useState } from "react";

/**
 * An index from 0 to count - 1 that previous and next move without wrapping (spec section 4:
 * previous does nothing on the first, next does nothing on the last).
 */
export function useBoundedIndex(count: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, value));
  return {
    index,
    isFirst: index === 0,
    isLast: index === count - 1,
    select: (value: number) => setIndex(clamp(value)),
    previous: () => setIndex((current) => clamp(current - 1)),
    next: () => setIndex((current) => clamp(current + 1)),
  };
}
