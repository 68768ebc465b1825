import type { CSSProperties } from "react";
import { ArrowButton } from "./arrow-button.tsx";
import { useBoundedIndex } from "../lib/use-bounded-index.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useUi } from "../lib/use-ui.ts";

/** A testimonial as the carousel shows it (spec section 3). */
export interface Testimonial {
  /** The quote. */
  text: string;
  /** The person's first name. */
  name: string;
  /** Where they live. */
  location: string;
  /** The service line they used, such as Health Care or Companionship Services. */
  service: string;
}

/**
 * Testimonials, one at a time, moved only by the visitor: previous/next (bounded, no wrap) and a
 * dot per slide. APG carousel: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 * Slides out of view are `inert` (out of the tab order and the accessibility tree) once the
 * script runs; before that, and without JavaScript, all three are shown one under the other.
 */
export function TestimonialCarousel({
  heading,
  items,
}: {
  /** The section's heading, which also names the carousel. */
  heading: string;
  /** The slides, in order. */
  items: readonly Testimonial[];
}) {
  const t = useUi();
  const hydrated = useHydrated();
  const slides = useBoundedIndex(items.length);

  return (
    <section
      className="carousel container page-body"
      aria-roledescription={t.carousel.roleDescription}
      aria-labelledby="testimonials-heading"
      data-ready={hydrated || undefined}
    >
      <h2 id="testimonials-heading">{heading}</h2>
      {/* Announces the new slide when the visitor moves (no automatic rotation, so polite). */}
      <div className="carousel__viewport" aria-live={hydrated ? "polite" : undefined}>
        {/* Set once hydrated, through the DOM: a style attribute in the HTML would break the CSP. */}
        <div
          className="carousel__track"
          style={hydrated ? ({ "--slide": slides.index } as CSSProperties) : undefined}
        >
          {items.map((item, index) => (
            <div
              key={item.name}
              className="carousel__slide"
              role="group"
              aria-roledescription={t.carousel.slideRoleDescription}
              aria-label={t.carousel.slideLabel(index + 1, items.length)}
              inert={hydrated && index !== slides.index}
            >
              <figure className="testimonial">
                <blockquote>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__name">{item.name}</span>, {item.location}
                  <span className="testimonial__service">{item.service}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <ArrowButton
          direction="previous"
          label={t.carousel.previous}
          aria-disabled={slides.isFirst}
          onClick={slides.previous}
        />
        <div className="carousel__dots">
          {items.map((item, index) => (
            <button
              key={item.name}
              type="button"
              className="carousel__dot"
              aria-label={t.carousel.show(index + 1)}
              aria-current={index === slides.index ? "true" : undefined}
              onClick={() => slides.select(index)}
            />
          ))}
        </div>
        <ArrowButton
          direction="next"
          label={t.carousel.next}
          aria-disabled={slides.isLast}
          onClick={slides.next}
        />
      </div>
    </section>
  );
}
