/**
 * The home page's illustration: a home, a caregiver and an older adult side by side. Decorative
 * (the heading says what matters); width and height are set so nothing moves as the page loads.
 */
export function HeroIllustration() {
  return (
    <svg
      className="hero__illustration"
      viewBox="0 0 360 300"
      width="360"
      height="300"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="180" cy="160" r="135" fill="#cfe3e5" />
      {/* The house */}
      <path
        d="M70 150 180 62l110 88"
        fill="none"
        stroke="var(--colour-primary)"
        strokeWidth="12"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="M92 140v118h176V140"
        fill="#fff"
        stroke="var(--colour-primary)"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <rect
        x="112"
        y="160"
        width="40"
        height="34"
        rx="4"
        fill="#fde7cf"
        stroke="var(--colour-primary)"
        strokeWidth="5"
      />
      <path
        d="M180 44c-9-13-30-6-26 9 3 10 26 24 26 24s23-14 26-24c4-15-17-22-26-9Z"
        fill="var(--colour-accent-light)"
      />
      {/* The caregiver */}
      <circle cx="200" cy="170" r="17" fill="#8d5a3c" />
      <path d="M186 160a16 16 0 0 1 30 2c-6-6-22-8-30-2Z" fill="#2b2b2b" />
      <path d="M174 258v-44a26 26 0 0 1 52 0v44Z" fill="var(--colour-primary)" />
      {/* The older adult */}
      <circle cx="246" cy="178" r="16" fill="#f2c9a5" />
      <path d="M230 176a16 16 0 0 1 32 0c-4-9-26-10-32 0Z" fill="#e6e6e6" />
      <path d="M222 258v-38a24 24 0 0 1 48 0v38Z" fill="#9a4012" />
      <path
        d="M214 222c8 8 16 8 24 2"
        fill="none"
        stroke="#8d5a3c"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path d="M60 258h240" stroke="var(--colour-primary)" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
