import "./member.css";

/**
 * The member's avatar: the first letter of the display name on the brand gradient. Remote photos are
 * not loaded (the shell stays offline-capable and CSP-clean); the name is announced next to it, so
 * the avatar is decorative.
 */
export function Avatar({ name, size = 48 }: { name: string; size?: number }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span className="avatar" aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.42 }}>
      {letter}
    </span>
  );
}
