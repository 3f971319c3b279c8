export function currentRequest(): { requestId: string } | undefined;
export function installRequestContext(storage: { getStore(): { requestId: string } | undefined }): void;
