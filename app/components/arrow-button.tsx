import type { ButtonHTMLAttributes } from "react";
import { Icon } from "./icon.tsx";

/**
 * A round previous/next button with an arrow. When it cannot move, give it `aria-disabled`: it
 * stays focusable, so focus is not lost at the first or last item.
 */
export function ArrowButton({
  direction,
  label,
  className,
  ...props
}: {
  /** Which arrow to draw. */
  direction: "previous" | "next";
  /** The button's accessible name, such as "Next testimonial". */
  label: string;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={className ? `arrow-button ${className}` : "arrow-button"}
      aria-label={label}
      {...props}
    >
      <Icon name={direction === "previous" ? "chevron-left" : "chevron-right"} />
    </button>
  );
}
