import { useEffect, useState, type FormEvent } from 'react';
import { platformRoutes as routes } from '../../api/platform-routes';
import { useTranslation } from 'react-i18next';
import { isApiError, retryAfterMinutes } from '../../api/api-error';
import { CONSOLE_LANGUAGES, switchLanguage } from '../../i18n/i18n';
import { setCookie } from '../../session/cookies';
import { useRuntime } from '../../runtime/RuntimeContext';
import { Modal } from '../../modals/Modal';
import { SaveCancelFoot } from '../../modals/SaveCancelFoot';
import { errorText } from '../../modals/error-text';
import { FilePicker } from '../../inputs/FilePicker';
import { passwordProblems } from '../../session/password-rules';
import type { TemplateProps } from '../../modals/templates/template-props';

/**
 * Change password: on success a success dialog, then logout after 1 second;
 * a 400 keeps the form open with the reason; other failures go to the error modal.
 */
export function ChangePasswordModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const local = passwordProblems(form.newPassword, form.confirmPassword);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (local.length) return setProblem(local.map((k) => t(k)).join(' '));
    setBusy(true);
    try {
      await runtime.api.call(routes.User.changePassword, { body: form, silent: true });
      close(true);
      void runtime.modals.open('success', { message: t('User.passwordChanged') });
      setTimeout(() => {
        void runtime.api.call(routes.UserSession.logout, { silent: true }).catch(() => undefined);
        runtime.signOutLocally();
        runtime.onSignedOut?.();
      }, 1000);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setProblem(errorText(error, t, (key) => runtime.i18n.exists(key)));
      else if (isApiError(error) && error.status === 429) setProblem(t('User.tooManyPasswordAttempts', { count: retryAfterMinutes(error) }));
      else if (isApiError(error) && !error.silent) {
        close();
        void runtime.modals.error({ message: errorText(error, t, (key) => runtime.i18n.exists(key)) });
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof form, label: string, autoComplete: string) => (
    <label>
      {label}
      <input type="password" name={name} autoComplete={autoComplete} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} required />
    </label>
  );
  return (
    <Modal title={t('User.changePassword')} onClose={() => close()} zIndex={entry.zIndex} testId="change-password-modal">
      <form className="modal__form" onSubmit={submit} noValidate>
        {field('oldPassword', t('User.currentPassword'), 'current-password')}
        {field('newPassword', t('User.newPassword'), 'new-password')}
        {field('confirmPassword', t('User.confirmPassword'), 'new-password')}
        <p className="hint">{t('User.passwordRules')}</p>
        {problem && (
          <p className="modal__error" role="alert">
            {problem}
          </p>
        )}
        <SaveCancelFoot busy={busy} onCancel={() => close()} />
      </form>
    </Modal>
  );
}

const PICTURE_SIZE = 256;
/** The picture types the server keeps (User/updatePicture); the dialog refuses others before reading them. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Scales the chosen image down to 256 px so that the picture stays small in the database and the header. */
async function toSmallDataUrl(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const i = new Image();
      i.onload = () => resolve(i);
      i.onerror = () => reject(new Error('not an image'));
      i.src = url;
    });
    const scale = Math.min(1, PICTURE_SIZE / Math.max(img.width, img.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(img.width * scale);
    canvas.height = Math.round(img.height * scale);
    // An image without a size (an SVG without width and height) would give an empty "data:," picture.
    if (canvas.width === 0 || canvas.height === 0) throw new Error('no size');
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function UploadPhotoModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [picture, setPicture] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const save = async () => {
    if (!picture) return;
    try {
      await runtime.api.call(routes.User.updatePicture, { body: { picture }, silent: true });
    } catch (error) {
      // The server's refusal (Users.PictureType ...) is told in the dialog, in the user's language.
      if (isApiError(error) && error.status === 400) return setProblem(errorText(error, t, (key) => runtime.i18n.exists(key)));
      if (isApiError(error) && !error.silent) {
        close();
        void runtime.modals.error({ message: errorText(error, t, (key) => runtime.i18n.exists(key)) });
      }
      return;
    }
    runtime.session.setPicture(picture);
    close(true);
  };
  return (
    <Modal
      title={t('User.uploadPicture')}
      onClose={() => close()}
      zIndex={entry.zIndex}
      testId="upload-photo-modal"
      footer={
        <>
          <button className="btn" onClick={() => close()}>
            {t('Common.cancel')}
          </button>
          <button className="btn btn--primary" disabled={!picture} onClick={() => void save()}>
            {t('Common.save')}
          </button>
        </>
      }
    >
      <FilePicker
        accept={PICTURE_TYPES.join(',')}
        testId="upload-photo-file"
        onFile={(file) => {
          setProblem(undefined);
          setPicture(undefined);
          // The picker's filter can be switched to all files: another type is refused here, as the server would.
          if (file && !PICTURE_TYPES.includes(file.type)) return setProblem(t('Errors.Users.PictureType'));
          if (file) toSmallDataUrl(file).then(setPicture, () => setProblem(t('User.pictureInvalid')));
        }}
      />
      {problem && <p className="modal__error">{problem}</p>}
      {picture && <img src={picture} alt="" className="upload-preview" width={96} height={96} />}
    </Modal>
  );
}

export function ChangeLanguageModal({ entry, close }: TemplateProps) {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => setLanguage(i18n.language), [i18n.language]);
  const save = async () => {
    await runtime.api.call(routes.User.changeDefaultLanguage, { body: { language } });
    await switchLanguage(i18n, runtime.loadCatalogue, language);
    setCookie(document, 'defaultLanguage', language);
    close(language);
  };
  return (
    <Modal
      title={t('User.language')}
      onClose={() => close()}
      zIndex={entry.zIndex}
      testId="change-language-modal"
      footer={
        <>
          <button className="btn" onClick={() => close()}>
            {t('Common.cancel')}
          </button>
          <button className="btn btn--primary" onClick={() => void save()}>
            {t('Common.save')}
          </button>
        </>
      }
    >
      <div className="modal__options" role="radiogroup">
        {CONSOLE_LANGUAGES.map((code) => (
          <label key={code} className="radio-row">
            <input type="radio" name="language" value={code} checked={language === code} onChange={() => setLanguage(code)} />
            {t(`Languages.${code}`)}
          </label>
        ))}
      </div>
    </Modal>
  );
}
