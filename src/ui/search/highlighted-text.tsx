import type { TextPart } from '../../domain/search/search-results';

/**
 * Matched words marked, as text: highlights come back as the stored text with tags added (as
 * Algolia sends them), so nothing from the index is ever read as HTML.
 */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}
