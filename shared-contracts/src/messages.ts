// The contracts use zod/mini, whose functions tree-shake where the methods of zod's classic API
// cannot: the web apps load them on their first view. Unlike the classic API, zod/mini loads no
// language for its messages, and without one every default message would read "Invalid input".
// English is the language of the messages the API answers and the screens show.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());
