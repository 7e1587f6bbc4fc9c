// The footer's game vendors, those whose games play here (ADR 0031), drawn as text badges — no
// borrowed logos.

export function VendorBadge({ name }: { name: string }) {
  const width = 24 + name.length * 11;
  return (
    <svg className="vendor-badge" viewBox={`0 0 ${width} 32`} width={width} height="32" role="img" aria-label={name}>
      <rect
        x="0.75"
        y="0.75"
        width={width - 1.5}
        height="30.5"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <text
        x={width / 2}
        y="21"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        {name}
      </text>
    </svg>
  );
}
