// What other features may use of account (the picture rules company logos share).
export { FILE_TOO_LARGE_MESSAGE, base64Of, readAsDataUrl } from './pictureFile';
