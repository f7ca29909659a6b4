import { readRecordingText, RecordingFileError, type OpenedRecording } from '../../core/recording/recordingFile';

function readBytes(file: File): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** A picked file's text, unpacked when it is gzip (the Stop dialog offers it for large recordings). */
async function fileText(file: File): Promise<string> {
  const bytes = await readBytes(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  try {
    const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return await new Response(unpacked).text();
  } catch {
    throw new RecordingFileError(
      `${file.name} is a compressed recording that ends early or is damaged: ask for the file again.`,
    );
  }
}

/** The recording in a picked file; a RecordingFileError (one sentence) when it is none. */
export async function openRecordingFile(file: File): Promise<OpenedRecording> {
  return readRecordingText(await fileText(file), file.name);
}
