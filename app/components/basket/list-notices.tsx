/**
 * What the page could not use, said once at the top: parts of the link it could not read (the rest is shown),
 * products no longer listed (left out), and the list form's own message.
 */
export function ListNotices({
  problems,
  droppedIds,
  message,
}: {
  problems: string[];
  droppedIds: number[];
  message: string | undefined;
}) {
  if (problems.length === 0 && droppedIds.length === 0 && !message) return null;
  const one = droppedIds.length === 1;
  return (
    <div role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-800 print:hidden">
      {message && <p className="font-semibold">{message}</p>}
      {problems.length > 0 && (
        <>
          <p className="font-semibold">Part of this link couldn't be read; the rest of the list is shown:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
      {droppedIds.length > 0 && (
        <p className="mt-1">
          {one ? `Product ${droppedIds[0]} is` : `Products ${droppedIds.join(", ")} are`} no longer listed on the site,
          so {one ? "it was" : "they were"} left out of this list.
        </p>
      )}
    </div>
  );
}
