import Box from '@mui/material/Box';
import type { BannerBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Bullets, Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { LazyImage } from '../shared/LazyImage.tsx';
import { palette } from '../../theme/theme.ts';

/** Hero, call-to-action band or split banner; every marketing banner variant is this block with other content. */
export function BannerBlock(props: BannerBlockProps) {
  const { layout = 'split', anchor, eyebrow, heading, text, bullets, buttons, image } = props;
  const tone = props.tone ?? (layout === 'band' ? 'dark' : layout === 'hero' ? 'tinted' : 'plain');
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const dark = tone === 'dark';
  const centered = layout === 'band';
  const hero = layout === 'hero';
  // A split banner with no picture but a list: on a desktop the list takes the picture's place, beside the
  // heading and text, rather than under them with the right half of the band empty (home's Automation).
  const beside = !image && !centered && Boolean(bullets?.length);
  // A hero with a picture and more than one paragraph: on a phone the picture comes after the first paragraph,
  // the rest after it, so the first screen shows the picture (it began 615-680 px down, under two paragraphs
  // and two full-width buttons, on every plan page). A desktop keeps all the text beside the picture.
  const [first, ...rest] = text ?? [];
  const split = hero && Boolean(image) && rest.length > 0;
  const textColor = dark ? 'rgba(255,255,255,0.88)' : undefined;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: beside ? 0 : split ? 3 : 4, md: 6 },
          ...(split
            ? {
                gridTemplateAreas: { xs: '"head" "image" "rest"', md: '"head image" "rest image"' },
                rowGap: { md: 2 },
                '& > .banner-head': { gridArea: 'head', alignSelf: { md: 'end' } },
                '& > .banner-rest': { gridArea: 'rest', alignSelf: { md: 'start' } },
                '& > img': { gridArea: 'image' },
              }
            : {}),
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: image && !centered ? '7fr 5fr' : beside ? '5fr 6fr' : '1fr' },
          textAlign: centered ? 'center' : 'left',
          maxWidth: centered ? 820 : undefined,
          mx: centered ? 'auto' : undefined,
          py: hero ? { md: 3 } : 0,
        }}
      >
        <div className={split ? 'banner-head' : undefined}>
          {/* The page's title (a 404's "Error 404" is a band) reads its first words at the lead size, as a hero does. */}
          <SectionHeader bare id={id} level={levels.section} look={hero ? 'h1' : undefined} eyebrow={eyebrow} heading={heading} intro={split ? [first ?? ''] : text} lead={hero || levels.section === 'h1'} dark={dark} center={centered} headingGap={2.5} />
          {!beside && !split && (
            <>
              <Bullets items={bullets} />
              <ActionButtons buttons={buttons} onDark={dark} center={centered} />
            </>
          )}
        </div>
        {split && (
          <div className="banner-rest">
            <Paragraphs text={rest} lead {...(textColor ? { color: textColor } : {})} />
            <Bullets items={bullets} />
            <ActionButtons buttons={buttons} onDark={dark} />
          </div>
        )}
        {beside && (
          // The list in a panel of its own, as a picture would be framed, so it reads as the band's second half.
          <Box
            sx={{
              mt: { xs: 3, md: 0 },
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              bgcolor: dark ? palette.navyLight : '#FFFFFF',
              border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : palette.line}`,
              '& > ul': { mt: 0, gap: 2 },
            }}
          >
            <Bullets items={bullets} />
            <ActionButtons buttons={buttons} onDark={dark} />
          </Box>
        )}
        {image && !centered && (
          // Drawings (SVG) fill their column on a desktop, up to 1.5x their size; a photo stays at most its own
          // size. Every corner is rounded alike, whatever the art's own corners are.
          <LazyImage
            image={image}
            priority={hero}
            sx={{
              width: '100%',
              height: 'auto',
              // On a phone every banner's picture fills the column up to its own size, the hero's as the others':
              // capped at 280 px beside a full-width hero, home's three product mock-ups were three widths.
              maxWidth: { xs: image.width, md: /\.svg$/i.test(image.src) ? Math.round(image.width * 1.5) : image.width },
              justifySelf: 'center',
              borderRadius: 4,
            }}
          />
        )}
      </Box>
    </Section>
  );
}
