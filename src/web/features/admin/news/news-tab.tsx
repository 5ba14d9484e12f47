import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNewsAdminPost } from '../../../../shared/news.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { NEWS_BANNER_DOWN, NEWS_BANNER_FORM } from '../../../../shared/news-banner-form.ts';
import { useFormPostDone, useRefusedFormPost } from '../../../lib/form-post.ts';
import { OutcomeNotice, useOutcome, type TOutcome } from '../action-outcome.tsx';
import { ConfirmPopup } from '../confirm-popup.tsx';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useDeleteNewsPost } from './api/delete-news-post.ts';
import { useNewsList } from './api/get-news-list.ts';
import { NewsBannerForm } from './news-banner-form.tsx';
import { NewsPostForm } from './news-post-form.tsx';
import { localeOf } from '../../../../shared/languages.ts';

type TEditing = { post: TNewsAdminPost | null } | null;

function statusOf(post: TNewsAdminPost, now: number): 'draft' | 'scheduled' | 'published' {
  if (post.draft) return 'draft';
  return Date.parse(post.publishAt) > now ? 'scheduled' : 'published';
}

/** The dashboard's "News" tab: the posts, writing and changing one, and the home page's banner. */
export function NewsTab() {
  const { t, i18n } = useTranslation('news');
  const news = useNewsList();
  const remove = useDeleteNewsPost();
  const { outcome, done, failed } = useOutcome();
  const [editing, setEditing] = useState<TEditing>(null);
  const deleting = useConfirmDelete(async (post: TNewsAdminPost) => {
    await remove.mutateAsync(post.id);
    done(t('admin.done.deleted'));
  }, failed);
  const bannerSetWithoutApp = useFormPostDone(NEWS_BANNER_FORM);
  const bannerDownWithoutApp = useFormPostDone(NEWS_BANNER_DOWN);
  const bannerRefusal = useRefusedFormPost(NEWS_BANNER_FORM)?.refusal;
  // Remounts the banner form with a new start (the current banner, or a post picked in the list).
  const [bannerStart, setBannerStart] = useState<{ postId?: number; key: number }>({ key: 0 });

  if (news.isPending) return <Loading />;
  if (news.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('admin.loadFailed')}
      </p>
    );
  }
  const { posts, banner } = news.data;
  const now = Date.now();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  // The banner form sent without the app: the page it lands on says what the app would have said.
  const withoutApp: TOutcome | null = bannerSetWithoutApp
    ? { kind: 'done', text: t('admin.done.bannerSet'), id: 0 }
    : bannerDownWithoutApp
      ? { kind: 'done', text: t('admin.done.bannerCleared'), id: 0 }
      : bannerRefusal
        ? { kind: 'failed', text: t('admin:failed', { reason: t(`admin:serverErrors.${bannerRefusal}`) }), id: 0 }
        : null;
  return (
    <div className="admin-news">
      <p className="admin-page__intro">{t('admin.intro')}</p>
      <OutcomeNotice outcome={outcome ?? withoutApp} />
      {editing ? (
        <NewsPostForm
          key={editing.post?.id ?? 'new'}
          post={editing.post}
          onDone={(text) => {
            setEditing(null);
            done(text);
          }}
          onFailed={failed}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing({ post: null })}>{t('admin.new')}</Button>
      )}
      <h2>{t('admin.listHeading')}</h2>
      {posts.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-news__table-wrap">
          <table className="admin-news__table">
            <thead>
              <tr>
                <th scope="col">{t('admin.columns.title')}</th>
                <th scope="col">{t('admin.columns.address')}</th>
                <th scope="col">{t('admin.columns.publishAt')}</th>
                <th scope="col">{t('admin.columns.status')}</th>
                <th scope="col">{t('admin.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td lang="ta">{post.texts.ta.title}</td>
                  <td>{`/news/${post.slug}`}</td>
                  <td>{format.format(new Date(post.publishAt))}</td>
                  <td>{t(`admin.status.${statusOf(post, now)}`)}</td>
                  <td className="admin-news__row-actions">
                    <Button variant="secondary" onClick={() => setEditing({ post })}>
                      {t('admin.actions.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setBannerStart((current) => ({ postId: post.id, key: current.key + 1 }))}
                    >
                      {t('admin.actions.banner')}
                    </Button>
                    <Button variant="danger" onClick={() => deleting.ask(post)}>
                      {t('admin.actions.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewsBannerForm
        key={`${bannerStart.key}:${banner?.href ?? ''}:${banner?.endsOn ?? ''}`}
        start={{ banner, postId: bannerStart.postId }}
        posts={posts}
        onDone={done}
        onFailed={failed}
      />
      <ConfirmPopup
        {...deleting.popup}
        title={t('admin.confirmDelete.title')}
        text={t('admin.confirmDelete.text', { title: deleting.asking?.texts.ta.title ?? '' })}
        yes={t('admin.confirmDelete.yes')}
        no={t('admin.confirmDelete.no')}
      />
    </div>
  );
}
