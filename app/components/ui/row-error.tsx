/** Why a row's action (a rename, a delete) failed, under the row of an admin list; nothing when none did. */
export function RowError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
