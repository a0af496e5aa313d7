import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { DocumentStorage } from './document.storage.js';
import { meter } from './document.storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, s3rver…); unset, AWS's. Path-style addressing then. */
  endpoint?: string | undefined;
  /** Unset: the standard AWS chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The bucket's prefix for document keys (default `documents/`). */
  prefix?: string;
}

const notFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Documents in an S3-compatible bucket. Browsers upload with a presigned POST whose policy caps
 * the size (`content-length-range`) and names the exact key; downloads are presigned GETs of a
 * minute. `put` (the seed, tests) collects the stream, at most `maxBytes`, then sends it.
 */
export function createS3Storage(options: S3StorageOptions): DocumentStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  // Every document key lives under one prefix of the bucket: the sweeper lists only those.
  const prefix = options.prefix ?? 'documents/';
  const full = (key: string): string => prefix + key;
  return {
    kind: 's3',
    async put(key, body, maxBytes) {
      const counter = meter(maxBytes);
      const chunks: Buffer[] = [];
      for await (const chunk of body.pipe(counter) as AsyncIterable<Buffer>) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: bytes, ContentLength: bytes.length }));
      return counter.result();
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: full(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return { sizeBytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: full(to),
          CopySource: `${Bucket}/${encodeURIComponent(full(from)).replace(/%2F/g, '/')}`,
        }),
      );
    },
    async *list(listPrefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: full(listPrefix), ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key.slice(prefix.length), modifiedAt: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async presignUpload(key, maxBytes, expiresInSeconds) {
      const post = await createPresignedPost(client, {
        Bucket,
        Key: full(key),
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: expiresInSeconds,
      });
      return {
        url: post.url,
        fields: Object.entries(post.fields).map(([name, value]) => ({ name, value })),
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },
    presignDownload(key, disposition, contentType, expiresInSeconds) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: full(key),
          ResponseContentDisposition: disposition,
          ResponseContentType: contentType,
        }),
        { expiresIn: expiresInSeconds },
      );
    },
  };
}
