// What other features may use of account (the picture rules company logos share).
export { FILE_TOO_LARGE_MESSAGE, UPLOAD_CONTEXT, base64Of, readAsDataUrl } from './pictureFile';
