import Box from '@mui/material/Box';
import type { BannerBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Bullets } from '../shared/Paragraphs.tsx';
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
  // On a phone a hero's picture follows all of its text and its buttons. Put after the first paragraph (round 6),
  // it split the copy in two and pushed the buttons below the first screen (outside review round 7, A and B).
  // A long title (Safe Return's "Theft protection for motorcycles, ATVs and UTVs") is set a step smaller: at full
  // size, balanced, it took three lines of about 400 px beside a 570 px paragraph (review round 7).
  const longTitle = hero && (heading?.length ?? 0) > 40;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: beside ? 0 : 4, md: 6 },
          ...(longTitle ? { '& h1, & h2': { fontSize: { md: '2.75rem' } } } : {}),
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: image && !centered ? '7fr 5fr' : beside ? '5fr 6fr' : '1fr' },
          textAlign: centered ? 'center' : 'left',
          maxWidth: centered ? 820 : undefined,
          mx: centered ? 'auto' : undefined,
          py: hero ? { md: 3 } : 0,
        }}
      >
        <div>
          {/* The page's title (a 404's "Error 404" is a band) reads its first words at the lead size, as a hero does. */}
          <SectionHeader bare id={id} level={levels.section} look={hero ? 'h1' : undefined} eyebrow={eyebrow} heading={heading} intro={text} lead={hero || levels.section === 'h1'} dark={dark} center={centered} headingGap={2.5} />
          {!beside && (
            <>
              <Bullets items={bullets} />
              <ActionButtons buttons={buttons} onDark={dark} center={centered} />
            </>
          )}
        </div>
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
