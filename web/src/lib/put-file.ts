/**
 * PUTs a file to a signed upload link with XMLHttpRequest (fetch has no upload progress), reporting the fraction
 * sent (0–1). Resolves with the JSON answer; rejects with the server's message, or a sentence about the connection.
 */
export function putFile(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(answer);
      } else reject(new Error(answer?.message ?? 'The upload failed. Please try again.'));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(body);
  });
}
