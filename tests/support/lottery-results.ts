// A whole Miền Bắc result (27 numbers in their tiers, special prize 98713) for the tests that enter one: last two
// digits of the special 13; 13 nowhere else as a last pair; 45 ends one fourth-prize and one first-prize number.
export const NORTH_RESULT = {
  first: ["12345"],
  second: ["11111", "22222"],
  third: ["33333", "44444", "55555", "66666", "77777", "88888"],
  fourth: ["1234", "2345", "3456", "4567"],
  fifth: ["5678", "6789", "7890", "8901", "9012", "0123"],
  sixth: ["111", "222", "333"],
  seventh: ["12", "34", "56", "78"],
  special: ["98713"],
};
