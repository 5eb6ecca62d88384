import Box from '@mui/material/Box';

/** Words kept in capitals when a shouted line is set in sentence case: initialisms and "I". */
const KEEP = /^(I|RV|RVS|GAP|ATV|UTV|EV|F&I|USA|FAQ|PDF)$/;
/** "I'M", "I'VE": the I stays a capital, the rest is lowered with the line. */
const I_CONTRACTION = /^I'[A-Z]+$/;

/** True for a line written all in capitals ("YOU ARE BEING TRAPPED..."): two letters or more, none lower-case. */
export function isShouted(text: string): boolean {
  return /[A-Z].*[A-Z]/.test(text) && !/[a-z]/.test(text);
}

/**
 * A line written in capitals, set in sentence case: shown "You are being trapped...", "I'm a RV dealer".
 * Only the display changes (CSS text-transform): the words in the page, in search results and in the
 * content checks stay exactly as written in site-config/. Any other text is returned as it is.
 */
export function CalmCaps({ text }: { text: string }) {
  if (!isShouted(text)) return <>{text}</>;
  const words = text.split(/(\s+)/);
  return (
    // inline-block: ::first-letter applies to block-level boxes only.
    <Box component="span" sx={{ display: 'inline-block', textTransform: 'lowercase', '&::first-letter': { textTransform: 'uppercase' } }}>
      {words.map((word, i) => {
        const bare = word.replace(/[^A-Z&']/g, '');
        if (I_CONTRACTION.test(bare)) return <span key={i}><Box component="span" sx={{ textTransform: 'none' }}>I</Box>{word.slice(1)}</span>;
        if (!KEEP.test(bare)) return word;
        return (
          <Box component="span" key={i} sx={{ textTransform: 'none' }}>
            {word}
          </Box>
        );
      })}
    </Box>
  );
}
