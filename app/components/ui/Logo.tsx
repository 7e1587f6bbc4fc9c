// Laro's mark: a gold gem with a purple play facet, and the name beside it.
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.55" stopColor="#f2b631" />
            <stop offset="1" stopColor="#b97a0c" />
          </linearGradient>
          <linearGradient id="logo-violet" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#b57bff" />
            <stop offset="1" stopColor="#6a2fd6" />
          </linearGradient>
        </defs>
        <path d="M20 2l16 10v16L20 38 4 28V12L20 2z" fill="url(#logo-gold)" />
        <path d="M20 7l11.5 7.2v11.6L20 33 8.5 25.8V14.2L20 7z" fill="#1a1033" />
        <path d="M16.5 13.5v13l10-6.5-10-6.5z" fill="url(#logo-violet)" />
      </svg>
      <span className="logo__name">{name}</span>
    </span>
  );
}
