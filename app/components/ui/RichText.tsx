/** Operator HTML that the loader has already sanitized (app/lib/sanitize.server.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
