/** Catalog prose in the playground: `backticked` runs become <code>, the rest stays text (never HTML). */
export default function Words({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
