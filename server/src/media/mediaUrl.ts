/** Public URL of a stored image: `mediaUrl('5f0c…')` → `/api/media/5f0c…`; null stays null. */
export function mediaUrl(id: string | null): string | null {
  return id ? `/api/media/${id}` : null;
}

/** The media id inside one of our own media URLs, or null when the text is not one. */
export function mediaIdFromUrl(url: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/api\/media\/([0-9a-f-]{36})$/i.exec(url);
  return match ? match[1].toLowerCase() : null;
}
