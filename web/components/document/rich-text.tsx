import type { ReactNode } from "react";

/**
 * Long texts live in the locale files as plain strings, never markup: blank lines separate
 * paragraphs and lines starting with "- " form a list. This turns them into elements, so
 * translators can shape a document without any HTML reaching the page.
 */
export function RichText({ text, ordered = false }: { text: string; ordered?: boolean }) {
  const blocks: ReactNode[] = [];
  text.split(/\n{2,}/).forEach((block, b) => {
    let items: string[] = [];
    const flush = (key: string) => {
      if (items.length === 0) return;
      const list = items.map((item, i) => <li key={i}>{item}</li>);
      blocks.push(ordered ? <ol key={key}>{list}</ol> : <ul key={key}>{list}</ul>);
      items = [];
    };
    block.split("\n").forEach((line, l) => {
      if (line.startsWith("- ")) items.push(line.slice(2));
      else {
        flush(`${b}-${l}-list`);
        if (line.trim() !== "") blocks.push(<p key={`${b}-${l}`}>{line}</p>);
      }
    });
    flush(`${b}-end`);
  });
  return <>{blocks}</>;
}
