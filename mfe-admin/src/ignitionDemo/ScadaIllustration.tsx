/** A SCADA overview (reservoir, headgate, canal) drawn in place: no image is fetched. */
export function ScadaIllustration() {
  return (
    <svg
      viewBox="0 0 720 300"
      width="100%"
      role="img"
      aria-label="SCADA overview: reservoir, headgate and canal"
    >
      <rect width="720" height="300" rx="8" fill="#1d2b36" />
      <text x="24" y="40" fill="#e8f1f5" fontSize="20" fontFamily="sans-serif">
        Ignition SCADA
      </text>
      <rect x="40" y="90" width="200" height="150" rx="6" fill="#2f6f9f" />
      <rect x="40" y="150" width="200" height="90" fill="#4aa3df" />
      <text x="60" y="125" fill="#e8f1f5" fontSize="16" fontFamily="sans-serif">
        Reservoir 64%
      </text>
      <rect x="240" y="190" width="40" height="50" fill="#d9a441" />
      <text x="232" y="180" fill="#e8f1f5" fontSize="14" fontFamily="sans-serif">
        Headgate
      </text>
      <rect x="280" y="205" width="400" height="24" fill="#4aa3df" />
      <text x="420" y="260" fill="#e8f1f5" fontSize="16" fontFamily="sans-serif">
        Canal 42.5 cfs
      </text>
      <circle cx="640" cy="60" r="14" fill="#5cb85c" />
      <text x="560" y="65" fill="#e8f1f5" fontSize="14" fontFamily="sans-serif">
        Online
      </text>
    </svg>
  );
}
