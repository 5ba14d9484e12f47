/**
 * Writes common-passwords.txt: 10,000 passwords people pick most, one per line, lower case.
 *
 * Source: no list package is installed and nothing can be downloaded here, so the list is rebuilt:
 * first the passwords that head the public breach-frequency lists (the "top 100/top 1000" of
 * SplashData, NordPass, the UK NCSC's Pwned Passwords top list and SecLists' 10k-most-common, as far
 * as they are well known), then words that are common on this site's audience (Swedish, Tamil and
 * cricket/football words), then systematic variants of all of those in order of how often such
 * variants appear in breaches (digits, years, "!" and "123" after the word, l33t spellings), and
 * keyboard walks and digit patterns. It is an approximation of the 10,000 most common, not a copy.
 *
 * Run: node --import tsx src/server/modules/accounts/common-passwords.generate.ts
 */
import { writeFileSync } from 'node:fs';

const TOP = `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey
27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl trustno1 football baseball welcome shadow master
michael jennifer hunter ranger buster soccer harley batman andrew tigger charlie robert thomas hockey
killer george sexy andrea joshua pepper daniel access 696969 mustang jordan freedom whatever ginger
starwars cheese computer michelle jessica pussy 121212 amanda summer love ashley nicole chelsea biteme
matthew yankees 123qwe dallas austin thunder taylor matrix minecraft william corvette hello martin
heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey
q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson
mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome1 falcon cowboy ferrari
samsung smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar
monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701
coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333
oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers
charles angel flower rabbit wizard jasper rainbow 7777777 enter victoria 555555 jasmine passw0rd
p@ssw0rd p@ssword admin admin123 administrator root toor changeme default guest qazwsx asdfgh zxcvbn
zxcvbnm asdf1234 1q2w3e aa123456 a123456 123abc abcd1234 112233 147258369 159753 789456123 987654321
11111111 00000000 12341234 1111111 123qweasd qweasdzxc lovely loveme iloveyou1 babygirl princess1
sunshine1 football1 liverpool manchester barcelona realmadrid welcome123 password123 letmein1 monkey1
dragon1 master1 shadow1 superman1 qwerty1 qwertyui q1w2e3 aaaaaa abcdef abcdefg abcdefgh 1234abcd pass
pass123 password12 password1234 passwordpassword iloveu mypassword secret123 test123 testing demo
hello123 hello1 helloworld 666666 777777 888888 123654789 qwe123 1qazxsw2 zaq1zaq1 qazwsxedc 1q2w3e4r5t
1q2w3e4r5t6y q1w2e3r4t5y6 asdfasdf qwertyu asd123 zxc123 zxcv1234 hunter2 justinbieber pokemon naruto
blink182 michael1 jordan23 nirvana metallica rockyou friends family hottie butterfly flowers beautiful
angels angel1 jesus jesus1 christ blessed faith heaven god godisgood love123 lover loveyou mylove
sweety sweetheart honey baby babyboy daddy mommy mummy sister brother family1 bestfriend friend
happy smile lucky lucky7 magic star stars moon sun music dance party summer1 winter spring autumn
sunday monday friday december november october september august july june april march january
february house home school student teacher doctor apple orange1 google facebook yahoo hotmail gmail
linkedin twitter instagram youtube netflix spotify iphone android windows microsoft apple123 mac
linux ubuntu server database oracle mysql qwerty12 qwerty1234 1qaz 2wsx 3edc abc abcabc abc12345
abcde12345 a1b2c3 a1b2c3d4 aaa111 aaaa1111 qqqqqq wwwwww zzzzzz 147258 147852 159357 258456 456789
741852963 963852741 852456 321654 102030 1020304050 010203 12121212 13131313 123454321 11223344 1212
131313 232323 212121 101010 110110 520520 5201314 1314520 woaini woaini1314 aini1314 zhang wang li
liu chen yang huang zhao wu zhou 88888 99999 11112222 12344321 12369874 1232123 42424242 lol123 lolol
trustme letmein123 whatever1 nothing secret1 hidden private shadow123 master123 killer123 dragon123
iloveyou2 iloveyou123 fuckyou fuckyou1 fuckoff asshole bitch bitch1 shit money1 money123 cash rich
boss king queen prince princesa angelito tequiero teamo amor amore ciao bonjour soleil loulou doudou
chouchou marseille paris azerty azertyuiop 123azerty hallo hallo123 schatz passwort passwort1 geheim
sommer fussball schalke04 dortmund bayern werder ficken qwertz qwertz123 1q2w3e4r5 zaq1xsw2 cde3vfr4
zaq12wsxcde3 1qaz2wsx3edc !qaz2wsx p4ssw0rd pa55word pa$$word pa55w0rd passpass pass1234 pass12345`;

// Words people here use: Swedish, Tamil (in Latin letters), Sri Lanka and India, cricket.
const LOCAL = `sommar vinter hosten varen hemligt hemlig losenord lösenord sverige stockholm goteborg göteborg
malmo malmö uppsala vasteras västerås orebro örebro linkoping linköping helsingborg jonkoping norrkoping
lund umea gavle boras sodertalje eskilstuna karlstad vaxjo halmstad sundsvall lulea trollhattan
ostersund hejsan hejhej hejdå fotboll karlek kärlek blomma katten hunden solsken mamma pappa mormor
farmor morfar farfar syster bror familjen kompis vannen älskling alskling sötnos gullet hjartat
ikea volvo saab abba zlatan aik djurgarden hammarby malmoff ifkgoteborg frolunda tre kronor
tretton midsommar jul julafton godjul nyar pepparkaka kanelbulle fika semla glass choklad
tamil tamilan tamilnadu tamileelam eelam jaffna srilanka lanka colombo chennai madras madurai
coimbatore trichy salem tirunelveli kanchipuram vellore pondicherry kerala india bharat hindustan
vanakkam nandri amma appa akka anna thambi thangai paati thatha ammu chellam kanna kannan
murugan muruga ganesh ganesha vinayagar pillaiyar krishna rama shiva sivan parvathi lakshmi
saraswathi durga amman meenakshi balaji venkatesh hanuman ayyappan karthik karthikeyan
kumar raja rajesh ramesh suresh mahesh dinesh ganesan senthil selvam saravanan arun vijay ajith
surya rajini rajinikanth kamal dhanush simbu thalapathy thala ilayaraja rahman arrahman
priya divya lakshmi deepa kavitha anitha sangeetha meena revathi nithya keerthana swetha
pongal deepavali diwali thaipusam chithirai tamilnewyear karthigai navarathri
sachin tendulkar dhoni msdhoni kohli virat rohit cricket ipl csk chennaisuperkings mumbaiindians
sangam tamilsangam tamilschool bharathanatyam carnatic veena mridangam kolam jallikattu`;

// Keyboard walks, digit runs and dates that breach lists are full of.
function patterns(): string[] {
  const out: string[] = [];
  for (let digit = 0; digit <= 9; digit++)
    for (let length = 4; length <= 10; length++) out.push(String(digit).repeat(length));
  for (let start = 0; start <= 9; start++) {
    for (let length = 4; length <= 10; length++) {
      out.push(Array.from({ length }, (_, i) => (start + i) % 10).join(''));
      out.push(Array.from({ length }, (_, i) => (start - i + 10) % 10).join(''));
    }
  }
  for (let year = 1950; year <= 2030; year++) out.push(String(year), `${year}${year}`);
  const walks = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv', 'qazwsxedcrfv', '1q2w3e4r5t6y7u8i9o0p'];
  for (const walk of walks) for (let length = 6; length <= walk.length; length++) out.push(walk.slice(0, length));
  return out;
}

const FIRST_SUFFIXES = ['1', '123', '12', '!', '2', '1234', '01', '11', '13', '7'];
const MORE_SUFFIXES = [
  '12345',
  '123456',
  '1!',
  '69',
  '22',
  '99',
  '88',
  '77',
  '21',
  '23',
  '10',
  '007',
  '@123',
  '#1',
  '!!',
];
const RECENT_YEARS = ['2024', '2025', '2023', '2022', '2021', '2020', '2026', '2019', '2018'];
const BIRTH_YEARS = ['1990', '1991', '1992', '1985', '1988', '1989', '1993', '1994', '1995', '1980', '2000'];
const DIGITS = [
  '3',
  '4',
  '5',
  '6',
  '8',
  '9',
  '0',
  '00',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '24',
  '33',
  '44',
  '55',
];

const LEET: Record<string, string> = { a: '@', o: '0', e: '3', i: '1', s: '$' };

function leet(word: string): string {
  return word.replace(/[aoeis]/g, (letter) => LEET[letter] ?? letter);
}

export function buildCommonPasswords(size = 10_000): string[] {
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const top = words(TOP);
  const local = words(LOCAL);
  const seen = new Set<string>();
  const list: string[] = [];
  const add = (value: string) => {
    const lower = value.toLowerCase();
    if (lower.length === 0 || lower.length > 64 || seen.has(lower) || list.length >= size) return;
    seen.add(lower);
    list.push(lower);
  };
  const isWord = (base: string) => /[a-zäöå]/i.test(base);
  // The head of the breach lists gets the most variants; the local words a few of the likeliest.
  const head = top.filter(isWord).slice(0, 150);
  const rest = top.filter(isWord).slice(150);
  const localWords = local.filter(isWord);
  const steps: [string[], string[]][] = [
    [head, FIRST_SUFFIXES],
    [localWords, ['1', '123', '!', ...RECENT_YEARS.slice(0, 4), '12', '1234']],
    [rest, FIRST_SUFFIXES.slice(0, 5)],
    [head, [...RECENT_YEARS, ...MORE_SUFFIXES.slice(0, 6)]],
    [rest, [...FIRST_SUFFIXES.slice(5), ...RECENT_YEARS.slice(0, 4)]],
    [localWords, [...RECENT_YEARS.slice(4), '2', '01', '11', '13', '7']],
    [head, [...BIRTH_YEARS, ...MORE_SUFFIXES.slice(6)]],
    [rest, [...MORE_SUFFIXES.slice(0, 6), ...RECENT_YEARS.slice(4)]],
    [localWords, [...MORE_SUFFIXES.slice(0, 8), ...BIRTH_YEARS.slice(0, 4)]],
    [head, DIGITS],
    [rest, [...BIRTH_YEARS, ...MORE_SUFFIXES.slice(6)]],
  ];
  [...top, ...local].forEach(add);
  patterns().forEach(add);
  for (const [bases, suffixes] of steps) for (const suffix of suffixes) for (const base of bases) add(base + suffix);
  for (const base of [...head, ...rest, ...localWords]) {
    add(leet(base));
    add(`${leet(base)}1`);
    add(`${leet(base)}123`);
    add(base + base);
  }
  if (list.length < size) throw new Error(`only ${list.length} passwords could be generated`);
  return list;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const list = buildCommonPasswords();
  writeFileSync(new URL('./common-passwords.txt', import.meta.url), `${list.join('\n')}\n`);
  console.log(`wrote ${list.length} passwords`);
}
