/**
 * Builds app/domain/accounts/common-passwords.json, the list of passwords sign-up, reset and change
 * refuse (`npx tsx scripts/build-common-passwords.ts`).
 *
 * Where it comes from: the passwords below were written down from general, public knowledge of
 * what breach studies and yearly "worst passwords" lists keep finding at the top (keyboard walks,
 * digit runs, names, sports teams, pets, pop culture, 'password' and 'welcome' with a suffix).
 * It is not a copy of any one published ranking, and its order is only roughly by frequency.
 * Matching ignores case, so 'Password1' and 'PASSWORD1' count as the same entry.
 *
 * Only passwords of at least MIN_LENGTH characters are kept: shorter ones are already refused by
 * the length rule, so the 1,000 places go to the common passwords that rule lets through.
 */
import fs from "node:fs";
import path from "node:path";

const TARGET = 1000;
const MIN_LENGTH = 8;

/** Seen near the top of every published list, as they are. */
const WELL_KNOWN = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer
zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie
robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper
1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua
cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas
austin thunder taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer
gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet
scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken
sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701
coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward
333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy
slayer rangers charles angel flower rabbit wizard bigdick jasper enter rachel chris steven winner
adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola
casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golf
heaven apple naruto qazwsxedc 1q2w3e4r5t password1 password123 iloveyou1 welcome1 admin admin123
letmein1 football1 baseball1 monkey1 abc12345 qwerty123 qwerty1 1qaz2wsx3edc zaq12wsx zaq1zaq1
passw0rd p@ssw0rd p@ssword pa55word password12 password1234 passw0rd1 qwertyui asdfghjkl
asdfghjk zxcvbnm1 1234abcd abcd1234 a1b2c3d4 aa123456 123456a 123456q a123456 a12345678
123abc abc123456 000000000 1111111111 12341234 11223344 123456789a 1234554321 0987654321
147258369 159357 147852369 741852963 963852741 789456123 456789 123654789 112233445566 1212121212
superman1 batman1 trustno1! michael1 jordan23 michael23 shadow1 master1 dragon1 sunshine1
princess1 charlie1 hello123 hello1 welcome123 welcome2 welcome! iloveyou2 iloveu loveyou lovely
babygirl babygirl1 angel1 butterfly flower1 pokemon pokemon1 minecraft fortnite roblox naruto1
starwars1 pikachu chocolate cheese1 computer1 internet1 freedom1 whatever1 nothing nopassword
changeme changeme1 default guest root toor administrator letmein123 letmein! secret1 secret123
test123 test1234 testing testing123 demo demo123 user user123 login login123 hello1234 qwerty12
qwerty1234 qwertyu qwerty12345 1qazxsw2 1qaz!qaz 2wsx3edc zaq!2wsx !qaz2wsx q1w2e3 q2w3e4r5
asdf1234 asd123 zxc123 zxcv1234 qweasd qweasdzxc qweasd123 1q2w3e 1q2w3e4r5t6y qwertyuiop123
mustang1 corvette1 ferrari1 porsche911 mercedes1 yamaha1 harley1 chevy chevrolet ford mustang69
jennifer1 jessica1 michelle1 ashley1 amanda1 nicole1 samantha1 melissa1 hannah1 taylor1 daniel1
andrew1 joshua1 matthew1 thomas1 robert1 william1 anthony1 justin1 brandon1 jordan1 austin1
hunter1 buster1 soccer1 hockey1 tigger1 maggie1 ginger1 pepper1 cookie1 chicken1 peanut1 bailey1
scooter1 sparky1 snoopy1 yankees1 cowboys1 lakers1 eagles1 steelers1 redsox1 raiders1 packers
packers1 broncos broncos1 chiefs patriots patriots1 giants giants1 bears vikings dolphins
liverpool liverpool1 chelsea1 arsenal1 manutd manchester barcelona realmadrid juventus
fuckyou fuckyou1 fuckoff asshole bitch bitch1 fucker shit sexy sexy1 hottie hotmail gmail yahoo
google facebook myspace myspace1 linkedin twitter youtube instagram
jesus jesus1 jesuschrist god godisgood blessed blessed1 faith faith1 grace hope trinity heaven1
angels christ christian christian1 church bible praise amen godislove lord savior
zxcvbnm123 poiuytrewq lkjhgfdsa mnbvcxz qwertz azerty azerty123 qwertzuiop 1qay2wsx
a1b2c3 abc abcdef abcdefg abcdefgh abcdefghi abcd abc1234 aaa111 aaaaaaaa aaaaaaa abcabc
1a2b3c4d 1234qwerasdf qwerasdf qwerasdfzxcv qazxswedc 1qazxsw23edc
11111111111 111111111 1111111 22222222 33333333 44444444 55555555 66666666 77777777 99999999
123456789012 12345678901 1234512345 123412341234 123451234 1234567891 12345678900 01234567 0123456789
98765432 9876543210 987654321a 12121212 13131313 10203040 102030 101010 11112222 12345qwert
qwert12345 12qwaszx 1qa2ws3ed 123qweasd 123qweasdzxc 123asd 123456qwerty qwerty123456
000000001 00000000 01010101 69696969 7777777777 88888888888 2580 25802580 147147 147258 258369
789789 456456 321321 3213213 1231234 123123a 123321123 1122334455 11221122 121314 111222 112211
monkey123 dragon123 master123 shadow123 killer123 michael123 jordan123 superman123 batman123
football123 baseball123 soccer123 hockey123 hunter123 charlie123 summer123 winter123 spring123
autumn123 iloveyou123 princess123 sunshine123 freedom123 computer123 internet123 abc123456789
qwerty1! password! password1! password123! passw0rd! admin1 admin1234 admin12345 administrator1
pass123 pass1234 pass12345 passpass password2 password3 password7 password69 password99 password01
mypassword mypass mypassword1 yourpassword thepassword newpassword newpass oldpassword
temp temp123 temppass temporary letmeinnow opensesame trustme trustnoone nobody someone
iloveyou! iloveyou12 iloveyou13 iloveyou7 ihateyou loveme loveme1 lover lover1 mylove mylove1
sweetheart sweety sweetie honey honey1 baby baby1 babyboy darling kisses cutie cutie1 beautiful
beautiful1 pretty gorgeous handsome prettygirl princess12 princesa tequiero teamo
monkey12 dragon12 shadow12 master12 killer12 michael12 batman12 soccer12 hockey12
starwars123 pokemon123 minecraft1 minecraft123 fortnite1 roblox123 naruto123 onepiece
spiderman spiderman1 ironman captain avengers marvel hulk thor wolverine superman12 superhero
harrypotter hogwarts gandalf1 frodo matrix1 neo trinity1 morpheus zelda mario mario123 luigi
sonic pacman tetris nintendo playstation xbox360 xbox gamer gaming warcraft starcraft diablo2
metallica nirvana slipknot eminem beatles elvis tupac 50cent rockstar rocknroll guitar1 music
music1 musician piano drummer singer dancer dance
snowball snowflake sunflower rainbow rainbow1 butterfly1 dolphin dolphin1 tiger tiger1 lion
lionking panther panther1 jaguar wolf wolfpack bear bear1 eagle eagle1 falcon1 hawk shark
shark1 monkey01 donkey turtle turtle1 rabbit1 bunny kitty kitty1 kitten cat123 dog123 puppy
puppy1 doggy doggie horse horses pony unicorn dragonfly bulldog1 labrador poodle
chocolate1 candy candy1 cookies cupcake banana1 apple1 apple123 orange1 cherry strawberry
pumpkin pumpkin1 peaches lemon mango pizza pizza1 burger hotdog bacon cheese123 popcorn
coffee1 beer whiskey vodka tequila
summer1 summer12 summer69 winter1 winter12 spring spring1 autumn september october november
december january february march april august monday friday sunday weekend holiday
london1 paris newyork chicago1 texas california florida boston1 dallas1 miami vegas
america america1 usa123 canada england germany france mexico brazil australia ireland scotland
blue123 red123 green green1 blue blue1 black black1 white silver1 golden gold purple1 pink
orange123 yellow1 red redred blueblue greenday
qwerty69 696969a sex sex123 sexsex pussy pussy1 porn hardcore1 naughty kinky horny
test1 test12 tester testtest tests qa123 demo1 sample example
welcome12 welcome01 welcomehome hello12 hello! hellohello helloworld hi hithere hey
goodbye goodluck goodlife lucky lucky1 lucky7 lucky13 luckyme happy happy1 happyday smile
smile1 smiley funny crazy crazy1 cool cool123 coolguy awesome awesome1 amazing perfect
family family1 friends friends1 friend bestfriend mother1 father mommy daddy mummy sister brother
children kids school school1 college student teacher teacher1 science history english math
doctor nurse police fireman soldier army navy marines airforce pilot
computer12 laptop desktop windows windows7 windows10 microsoft apple12 iphone android samsung1
nokia sony dell hp lenovo linux ubuntu mac macintosh
internet12 network server database oracle mysql system system1 security secure private
blink182 sk8board skate skater surfer surfing football12 basketball volleyball softball
golf123 golfing tennis1 boxing wrestling karate ninja samurai warrior warrior1 soldier1
killer1 hunter12 sniper shooter assassin hacker hacker1 h4ck3r cyber matrix123
qwertyuio asdfghjkl1 zxcvbnm12 poiuyt lkjhgf mnbvcx qazwsx123 wsxedc edcrfv rfvtgb
1qaz2wsx! zaq1xsw2 xsw2zaq1 1q2w3e4r! 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i 1q2w3e4r5t6y7u8i9o0p
`;

/** Names, teams and words that people most often decorate with digits or a capital. */
const BASES = [
  "password",
  "welcome",
  "qwerty",
  "iloveyou",
  "monkey",
  "dragon",
  "letmein",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "superman",
  "batman",
  "michael",
  "jordan",
  "charlie",
  "shadow",
  "master",
  "summer",
  "winter",
  "admin",
  "hello",
  "freedom",
  "whatever",
  "computer",
  "trustno1",
  "starwars",
  "pokemon",
  "soccer",
  "jessica",
  "jennifer",
  "ashley",
  "daniel",
  "hunter",
  "tigger",
  "jesus",
  "blessed",
  "liverpool",
  "chelsea",
  "arsenal",
  "cowboys",
  "yankees",
  "lakers",
  "spring",
  "autumn",
  "october",
  "december",
  "family",
  "flower",
  "angel",
  "lovely",
  "babygirl",
  "abc",
];

/** Endings seen again and again in leaked lists: short digit runs, years, '!' and friends. */
const SUFFIXES = [
  "1",
  "123",
  "!",
  "12",
  "1234",
  "12345",
  "1!",
  "123!",
  "2024",
  "2025",
  "2023",
  "2026",
  "2022",
  "2021",
  "2020",
  "2019",
  "2018",
  "01",
  "11",
  "13",
  "69",
  "99",
  "@123",
  "#1",
  "2000",
];

function build(): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  const add = (value: string) => {
    const key = value.trim().toLowerCase();
    if (key.length >= MIN_LENGTH && !seen.has(key) && list.length < TARGET) {
      seen.add(key);
      list.push(key);
    }
  };
  for (const word of WELL_KNOWN.split(/\s+/)) add(word);
  // Variants go in rounds (every base with its first ending, then the next ending...) so the
  // most common endings come first when the list is cut at TARGET.
  for (const suffix of SUFFIXES) for (const base of BASES) add(`${base}${suffix}`);
  return list;
}

const list = build();
if (list.length < TARGET) throw new Error(`only ${list.length} passwords; add more before shipping`);
const file = path.resolve(import.meta.dirname, "../app/domain/accounts/common-passwords.json");
fs.writeFileSync(file, `${JSON.stringify(list, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`wrote ${list.length} passwords to ${path.relative(process.cwd(), file)}`);
