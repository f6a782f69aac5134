/** A success after post/redirect/get (?salvato=…), announced politely. */
export function FormDone({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--success" role="status">
      {message}
    </p>
  );
}
