/**
 * How git reaches the team's repository with the studio's credentials (config.ts `RepositoryAccess`), as the
 * variables the content store adds to git's clean environment (git/git.ts). Never in the URL: git would store it
 * in the clone's config and print it in its messages.
 */
import type { RepositoryAccess } from './config.ts';

/** A value as one word for the shell git runs GIT_SSH_COMMAND and credential helpers through. */
const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function gitAccessEnv(access: RepositoryAccess): Record<string, string> {
  switch (access.kind) {
    case 'local':
      return {};
    case 'ssh-key':
      // Only this key (not an agent's or ~/.ssh's), and never a prompt.
      return { GIT_SSH_COMMAND: `ssh -o BatchMode=yes -o IdentitiesOnly=yes -i ${shellWord(access.keyFile)}` };
    case 'token':
      // A credential helper given as configuration in the environment (git 2.31+): it answers git's "get" with the
      // user and the token, read from variables of git's own process, so the token is in no file and no argument.
      return {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'credential.helper',
        GIT_CONFIG_VALUE_0: '!f() { test "$1" = get && printf "username=%s\\npassword=%s\\n" "$OWL_STUDIO_GIT_USER" "$OWL_STUDIO_GIT_TOKEN"; }; f',
        OWL_STUDIO_GIT_USER: access.user,
        OWL_STUDIO_GIT_TOKEN: access.token.reveal(),
      };
  }
}
