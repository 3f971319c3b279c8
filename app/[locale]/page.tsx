import { setRequestLocale } from 'next-intl/server';
import { getMenu } from '@/lib/backend/catalogue';
import { buildMenuTree } from '@/lib/domain/menu-tree';
import { HomeHero } from '@/components/content/home-hero';
import { CategoryTiles } from '@/components/content/category-tiles';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const menu = await getMenu(locale);
  return (
    <>
      <HomeHero />
      {menu.ok && <CategoryTiles categories={buildMenuTree(menu.data)} />}
    </>
  );
}
