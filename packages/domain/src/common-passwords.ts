/**
 * Passwords people pick most often (the top of the public breach-frequency lists, plus hockey and
 * Rinkside words a GM might reach for): refused at registration whatever their case.
 * Only those of 8 characters or more are kept, since shorter ones already fail the length rule.
 * Data, one or more a line, separated by whitespace.
 */
const LIST = `
password 12345678 123456789 1234567890 12345678910 qwertyuiop iloveyou password1 password123
password12 password2 password3 password! 11111111 00000000 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 1111111111 0000000000 87654321 987654321 0987654321 123123123
12341234 11223344 12344321 12121212 123456123 1234512345 1234554321 123321123 147258369 741852963
159753456 123654789 147852369 963852741 789456123 456789123 159357456 1357924680 2468013579
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2
qazwsxedc qazwsx123 qwerty123 qwertyui qwerty12 qwerty1234 qwertyuiop123 qwer1234 q1w2e3r4
q1w2e3r4t5 q1w2e3r4t5y6 qweasdzxc qweqweqwe 123qweasd 1234qwer 123qweasdzxc asdfghjkl asdfasdf
asdf1234 asdfghjk zxcvbnm1 zxcvbnm123 zxcvbnmm 1234abcd abcd1234 abc12345 abc123456 abcdefgh
abcdefg1 abcd12345 aaaaaaaa aaaaaaaaaa a1234567 a12345678 a123456789 1234567a 12345678a 123456789a
1a2b3c4d a1b2c3d4 aa123456 aa12345678 sunshine sunshine1 princess princess1 football football1
baseball baseball1 basketball welcome1 welcome123 welcome12 welcome! superman superman1 batman123
spiderman starwars starwars1 trustno1 whatever whatever1 computer computer1 internet michelle
jennifer samantha jessica1 michael1 charlie1 ashley12 jordan23 maverick midnight blahblah cocacola
corvette mercedes mustang1 ferrari1 porsche1 chevrolet harley12 yamaha12 passw0rd p@ssw0rd p@ssword
pa55word pa55w0rd passwd12 password01 password11 password99 password1! password@123 password1234
letmein1 letmein123 letmein! changeme changeme1 changeme123 admin123 admin1234 administrator
adminadmin root1234 rootroot master12 master123 secret12 secret123 dragon12 dragon123 monkey12
monkey123 shadow12 shadow123 hello123 hello1234 helloworld freedom1 freedom123 iloveyou1 iloveyou2
iloveyou123 loveyou1 lovelove lovely123 sweetheart babygirl babygirl1 princesa chocolate butterfly
liverpool chelsea1 arsenal1 manchester barcelona realmadrid juventus elephant pakistan hockey12
hockey123 hockey1234 goalie12 canadiens mapleleafs blackhawks penguins1 redwings1 bruins77 rangers1
oilers99 gretzky99 stanleycup rinkside rinkside1 rinkside123 rinkside! soccer12 soccer123
football12 baseball12 hunter12 hunter123 ranger12 buster12 tigger12 killer12 pepper12 ginger12
summer12 summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter12 spring12
autumn12 january1 february monday12 sunday12 friday13 qwerty11 qwerty01 qwerty!! qwertyqwerty
1qw23er4 q1q1q1q1 qqqqqqqq wwwwwwww zzzzzzzz xxxxxxxx iloveyou! ilovegod jesus123 jesuschrist
blessed1 godisgood angel123 angels12 heaven12 trustme1 thankyou tinkerbell cheese12 cookie12
cupcake1 pokemon1 pokemon123 naruto12 minecraft minecraft1 fortnite roblox123 starwars12 matrix12
gandalf1 hogwarts harrypotter snoopy12 mickeymouse computer12 internet1 windows1 windows10
microsoft google123 facebook youtube1 instagram linkedin nicole12 daniel12 andrew12 thomas12
joshua12 matthew1 robert12 william1 charles1 anthony1 richard1 jonathan victoria elizabeth
alexander christian christopher benjamin nicholas danielle stephanie patricia isabella veronica
caroline samsung1 iphone12 nokia123 asdf;lkj qwerty!@# !@#$%^&* 1234!@#$ !qaz2wsx !qaz@wsx 1q2w3e!q
zaq!2wsx trombone violin12 guitar12 drummer1 music123 musician letmein12 access14 accessdenied
loginlogin login123 user1234 test1234 testtest testing1 testing123 temp1234 default1 guest123
qwerty78 qwerty69 12345qwert 12345qwerty 123456qwerty qwerty123456 1234567q 1234567qwe 098765432
9876543210 1029384756 1122334455 1212121212 5201314520 pussycat kitty123 doggie12 puppy123 bulldog1
tigers12 eagles12 lakers24 yankees1 steelers cowboys1 packers1 raiders1 dolphins dolphin1 chicken1
pumpkin1 banana12 apple123 orange12 strawberry blueberry pineapple watermelon diamond1 crystal1
silver12 golden12 rainbow1 purple12 yellow12 monster1 zombie12 ninja123`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
